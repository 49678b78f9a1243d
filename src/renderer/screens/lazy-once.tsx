// form-screen.tsx's name for lazyPart, until that file (the first-visit wing's) imports lazyPart itself
export { lazyPart as lazyOnce } from '../lazy-part.tsx';
