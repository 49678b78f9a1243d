import { startTransition, useEffect, useState } from 'react';
import { Templates } from '@rjsf/mui';
import {
  canExpand,
  descriptionId,
  errorId,
  getTemplate,
  getUiOptions,
  titleId,
  ADDITIONAL_PROPERTY_FLAG,
  type FieldErrorProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { onNextTask } from '../frames.ts';
import './plain-templates.css';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate;
const MuiFieldTemplate = Templates.FieldTemplate;

/** A form with more top-level fields than this shows its first FIRST_FIELDS at once and the others right after. */
export const PROGRESSIVE_ABOVE = 60;
// a screenful and a half of one-line fields at 800 px: each field more drawn first delays the first one usable
const FIRST_FIELDS = 16;

// a field at a time up to here (each new kind of field, a text field, a choice, a tick box, commits its styles alone),
// then twice as many at each step: a form of 60 fields takes 15 steps
const ONE_BY_ONE = 12;

/** How a form's top-level fields are drawn: all at once (a nested object), a long form's way, or in steps. */
type DrawPlan = 'all' | 'long' | 'stepped';

/**
 * How many of `total` fields to draw now: `long` draws a screenful, then the rest in one interruptible background
 * render; `stepped` adds fields in transitions committed one by one, so each commit inserts only its new parts' styles.
 */
function useDrawnCount(total: number, plan: DrawPlan): number {
  const [count, setCount] = useState(plan === 'long' ? FIRST_FIELDS : plan === 'stepped' ? 1 : total);
  useEffect(() => {
    if (plan === 'all' || count >= total) return undefined;
    if (plan === 'stepped') {
      startTransition(() => setCount(Math.min(total, count < ONE_BY_ONE ? count + 1 : count * 2)));
      return undefined;
    }
    return onNextTask(() => startTransition(() => setCount(total)));
  }, [plan, count, total]);
  return plan === 'all' ? total : Math.min(count, total);
}

// while a form is drawn in steps it keeps a screen's height, as the place it took did: nothing under it moves into view;
// its rows packed at the top (the column wraps: stretched, its rows spread over that height and moved with each step)
const DRAWING_PLACE = { minHeight: '100vh', alignContent: 'flex-start' };

/** An object's title (holding its optional-data control when that can be used) and description, as the theme draws them. */
function ObjectHeading(props: ObjectFieldTemplateProps & { controlInTitle: boolean }) {
  const { title, description, required, uiSchema, fieldPathId, schema, optionalDataControl, registry, controlInTitle } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  return (
    <>
      {title ? (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      ) : null}
      {description ? (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </>
  );
}

/**
 * The object layout of the MUI theme (a column of full-width items, 16 px apart) drawn with plain elements and a
 * stylesheet instead of one emotion-styled Grid per field: at 400 fields those Grids were a large share of the time
 * to a usable form and of every re-render. Same boxes, same order; an object that can grow (additionalProperties)
 * or that passes MUI slot props keeps the theme's own template.
 */
export function PlainObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, disabled, readonly, uiSchema, fieldPathId, schema, formData, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const root = fieldPathId.path.length === 0;
  const long = root && properties.length > PROGRESSIVE_ABOVE;
  const drawn = useDrawnCount(properties.length, long ? 'long' : root ? 'stepped' : 'all');
  if (!MuiObjectFieldTemplate) throw new Error('@rjsf/mui provides no ObjectFieldTemplate');
  if (canExpand(schema, uiSchema, formData) || uiOptions.rjsfSlotProps !== undefined)
    return <MuiObjectFieldTemplate {...props} />;
  const controlInTitle = !readonly && !disabled;
  return (
    <>
      <ObjectHeading {...props} controlInTitle={controlInTitle} />
      <div
        className={long ? 'journey-object journey-object-long' : 'journey-object'}
        style={!long && drawn < properties.length ? DRAWING_PLACE : undefined}
      >
        {controlInTitle ? undefined : optionalDataControl}
        {properties.slice(0, drawn).map((element) =>
          // a hidden field takes no room, as in the theme
          element.hidden ? (
            element.content
          ) : (
            <div key={element.name} className="journey-object-item">
              {element.content}
            </div>
          ),
        )}
      </div>
    </>
  );
}

/**
 * A field's error messages as the MUI theme shows them (a list of caption lines in the error colour under the field,
 * `<id>__error` tying them to the input for screen readers), drawn with plain elements and a stylesheet instead of
 * three emotion-styled components per message: a submit that refuses 150 fields no longer styles 450 of them.
 */
export function PlainFieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  const id = errorId(fieldPathId);
  return (
    <ul id={id} className="journey-field-errors">
      {errors.map((error, i) => (
        <li key={i}>
          <div id={`${id}-${i}`}>{error}</div>
        </li>
      ))}
    </ul>
  );
}

/**
 * True when the field's own widget draws the whole field (an outlined MUI text field carries its own FormControl):
 * nothing inside the template then reads the FormControl the MUI theme wraps around it (no help, no description,
 * no tick box, whose label takes its error and required state from it).
 */
function drawsItsOwnControl(props: FieldTemplateProps): boolean {
  const { schema, uiSchema, help, rawHelp, rawDescription, displayLabel } = props;
  const uiOptions = getUiOptions(uiSchema);
  if (uiOptions.rjsfSlotProps !== undefined || uiOptions.widget === 'checkbox' || ADDITIONAL_PROPERTY_FLAG in schema)
    return false;
  if (schema.type === 'boolean' || schema.type === 'object' || schema.type === 'array' || schema.const !== undefined)
    return false;
  if (rawHelp || (help && typeof uiOptions.help !== 'undefined') || (displayLabel && rawDescription)) return false;
  return true;
}

/**
 * The MUI theme's field wrapper without its FormControl when the widget is an outlined text field with its own (the
 * same full-width column box, from the stylesheet): one emotion-styled component fewer per field. Any other field
 * (tick boxes, help texts, descriptions, objects) keeps the theme's template.
 */
export function PlainFieldTemplate(props: FieldTemplateProps) {
  if (!MuiFieldTemplate) throw new Error('@rjsf/mui provides no FieldTemplate');
  if (props.hidden || !drawsItsOwnControl(props)) return <MuiFieldTemplate {...props} />;
  const { id, children, classNames, style, errors, registry, uiSchema } = props;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  return (
    <WrapIfAdditionalTemplate {...props} classNames={classNames} style={style} id={id}>
      <div className="journey-field">
        {children}
        {errors}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
