// Each test file starts a program of its own: its rules run with the derived values, as the app's and the CLI's do.
import { registerRuleOperations } from '../src/engine/rules.ts';

registerRuleOperations();
