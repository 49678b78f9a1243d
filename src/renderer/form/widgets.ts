import { getDefaultRegistry } from '@rjsf/core';
import { Widgets as MuiWidgets } from '@rjsf/mui';
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import { WIDGETS } from '../../engine/vocabulary.ts';
import { bufferTyping } from './buffered-widget.tsx';
import { AmountSliderWidget } from './widgets/amount-slider-widget.tsx';
import { ChipsWidget } from './widgets/chips-widget.tsx';
import { DateOfBirthWidget } from './widgets/date-of-birth-widget.tsx';
import { MobileWidget } from './widgets/mobile-widget.tsx';
import { MoneyWidget } from './widgets/money-widget.tsx';
import { NumberWidget } from './widgets/number-widget.tsx';
import { OtpWidget } from './widgets/otp-widget.tsx';
import { PincodeWidget } from './widgets/pincode-widget.tsx';
import { RadioWidget } from './widgets/radio-widget.tsx';
import { UppercaseWidget } from './widgets/uppercase-widget.tsx';

export type WidgetName = (typeof WIDGETS)[number];

const core = getDefaultRegistry().widgets;

function required(widget: Widget | undefined, name: string): Widget {
  if (!widget) throw new Error(`the form theme lacks its ${name}`);
  return widget;
}

/**
 * The widgets a uiSchema may name in `ui:widget`: exactly the vocabulary's WIDGETS (the config linter checks the
 * same list). JourneyForm refuses any other name.
 */
export const widgets: Readonly<Record<WidgetName, Widget>> = {
  // typed text is handed to the form when typing pauses (bufferTyping); choices and dates go at once
  mobile: bufferTyping(MobileWidget),
  otp: bufferTyping(OtpWidget),
  uppercase: bufferTyping(UppercaseWidget),
  number: bufferTyping(NumberWidget),
  money: bufferTyping(MoneyWidget),
  'date-of-birth': DateOfBirthWidget,
  pincode: bufferTyping(PincodeWidget),
  radio: RadioWidget,
  'amount-slider': AmountSliderWidget,
  chips: ChipsWidget,
  select: required(MuiWidgets.SelectWidget, 'SelectWidget'),
  checkbox: required(MuiWidgets.CheckboxWidget, 'CheckboxWidget'),
  hidden: required(core.HiddenWidget, 'HiddenWidget'),
  text: bufferTyping(required(core.TextWidget, 'TextWidget')),
  email: bufferTyping(required(core.EmailWidget, 'EmailWidget')),
  textarea: bufferTyping(required(MuiWidgets.TextareaWidget, 'TextareaWidget')),
};

/** The names JourneyForm accepts in a uiSchema. */
export const widgetNames: ReadonlySet<string> = new Set(Object.keys(widgets));

/**
 * The registry handed to RJSF: the named widgets, plus the theme's defaults for fields without `ui:widget`
 * (RJSF picks those by schema type, e.g. `TextWidget` for a string, `RadioWidget` for an enum shown as radios).
 */
export const registryWidgets: RegistryWidgetsType = {
  ...widgets,
  TextWidget: widgets.text,
  EmailWidget: widgets.email,
  RadioWidget,
};
