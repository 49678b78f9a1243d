import '../shell/plain-ui.css';
import { maskMobile } from '../../engine/format.ts';
import { evaluateRule, evaluateValue, type RuleContext } from '../../engine/rules.ts';
import type { FormNotice as FormNoticeConfig, ScreenAction } from '../../engine/types.ts';

export interface FormNoticeProps {
  notice: FormNoticeConfig | undefined;
  context: RuleContext;
  actions: readonly ScreenAction[];
  disabled?: boolean;
  onAction: (actionId: string) => void;
}

function formatValue(
  value: unknown,
  format: FormNoticeConfig['format'],
  constants: Readonly<Record<string, unknown>>,
): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (format === 'masked-mobile')
    return maskMobile(
      text,
      typeof constants.mobileVisibleDigits === 'number' ? constants.mobileVisibleDigits : undefined,
    );
  return text;
}

/** The line a form screen shows above its form while its rule holds, e.g. "OTP sent to *****43210 · Change". */
export function FormNotice({ notice, context, actions, disabled, onAction }: FormNoticeProps) {
  if (!notice || !evaluateRule(notice.when, context)) return null;
  const value =
    notice.value === undefined
      ? ''
      : formatValue(evaluateValue(notice.value, context), notice.format, context.constants);
  const action = notice.action ? actions.find((a) => a.id === notice.action) : undefined;
  return (
    // plain markup: the login shows it once an OTP is sent, and the login's page loads no MUI
    <p role="status" className="journey-text journey-notice">
      <span>{notice.text.replace('{value}', value)}</span>
      {action ? (
        <>
          <span aria-hidden>·</span>
          <button type="button" className="journey-button" disabled={disabled} onClick={() => onAction(action.id)}>
            {action.label}
          </button>
        </>
      ) : null}
    </p>
  );
}
