// A step of the RJSF form's load (full-form-body.tsx): what the form takes from RJSF's core, evaluated before the rest.
// Only what the form's modules import, so the build keeps of the library what it kept before.
export { getDefaultRegistry } from '@rjsf/core';
