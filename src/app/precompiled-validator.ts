// A module of its own so the dynamic import below tree-shakes @rjsf/validator-ajv8 down to the precompiled
// validator: importing the package's index dynamically would keep ajv's compiler, and with it `Function(`.
export { createPrecompiledValidator } from '@rjsf/validator-ajv8';
