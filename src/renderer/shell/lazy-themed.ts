// where form-screen.tsx and full-form-body.tsx (the first-visit wing's) import it from, until they import lazy-part.tsx
export { loadMuiScope } from '../lazy-part.tsx';
