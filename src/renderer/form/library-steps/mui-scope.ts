// The first step of the RJSF form's load (full-form-body.tsx): the MUI scope (emotion, the theme), evaluated before
// the form. An import of its own, so the build can preload the whole form with it (scripts/build/form-steps-preload.ts)
// without every other part drawn with MUI (a modal, a toast) preloading the form too.
export { MuiScope } from '../../shell/mui-scope.tsx';
