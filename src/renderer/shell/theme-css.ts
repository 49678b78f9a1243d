import { alpha } from '@mui/material/styles';
import { DISABLED_TEXT, INPUT_BORDER, theme } from './theme.ts';

const { palette } = theme;

/**
 * The theme's colours the plain style sheets use (the shell, the light form, the RJSF form's plain templates), by the
 * custom property they read: theme.css is generated from this (scripts/theme-css.ts), so theme.ts stays the one
 * place a colour is written.
 */
export const THEME_CUSTOM_PROPERTIES: Readonly<Record<`--journey-${string}`, string>> = {
  '--journey-text': palette.text.primary,
  '--journey-text-secondary': palette.text.secondary,
  '--journey-paper': palette.background.paper,
  '--journey-primary': palette.primary.main,
  '--journey-primary-dark': palette.primary.dark,
  '--journey-primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
  '--journey-primary-focus': alpha(palette.primary.main, palette.action.focusOpacity),
  // MUI's outlined button border: the primary colour at half strength
  '--journey-primary-outline': alpha(palette.primary.main, 0.5),
  '--journey-on-primary': palette.primary.contrastText,
  '--journey-on-status': palette.common.white,
  '--journey-error': palette.error.main,
  '--journey-success': palette.success.main,
  '--journey-warning': palette.warning.main,
  '--journey-info': palette.info.main,
  '--journey-divider': palette.divider,
  '--journey-grey-50': palette.grey[50],
  '--journey-grey-100': palette.grey[100],
  '--journey-hover': palette.action.hover,
  '--journey-disabled': palette.action.disabled,
  '--journey-disabled-background': palette.action.disabledBackground,
  '--journey-disabled-text': DISABLED_TEXT,
  '--journey-input-border': INPUT_BORDER,
};

/** The generated style sheet: the theme's colours as custom properties of the page's root. */
export function themeCss(): string {
  const lines = Object.entries(THEME_CUSTOM_PROPERTIES).map(([name, value]) => `  ${name}: ${value};`);
  // ::backdrop inherits from no element in older browsers: it gets the properties of its own
  return `/* Generated from src/renderer/shell/theme.ts by scripts/theme-css.ts: edit the theme, then run npm run theme-css. */\n:root, ::backdrop {\n${lines.join('\n')}\n}\n`;
}
