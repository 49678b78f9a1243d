import { Templates } from '@rjsf/mui';
import {
  canExpand,
  descriptionId,
  errorId,
  getTemplate,
  getUiOptions,
  titleId,
  type FieldErrorProps,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import './plain-templates.css';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate;

/**
 * The object layout of the MUI theme (a column of full-width items, 16 px apart) drawn with plain elements and a
 * stylesheet instead of one emotion-styled Grid per field: at 400 fields those Grids were a large share of the time
 * to a usable form and of every re-render. Same boxes, same order; an object that can grow (additionalProperties)
 * or that passes MUI slot props keeps the theme's own template.
 */
export function PlainObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, disabled, readonly, uiSchema, fieldPathId, schema, formData, optionalDataControl, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  if (!MuiObjectFieldTemplate) throw new Error('@rjsf/mui provides no ObjectFieldTemplate');
  if (canExpand(schema, uiSchema, formData) || uiOptions.rjsfSlotProps !== undefined) return <MuiObjectFieldTemplate {...props} />;
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const controlInTitle = !readonly && !disabled;
  return (
    <>
      {title ? (
        <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} optionalDataControl={controlInTitle ? optionalDataControl : undefined} />
      ) : null}
      {description ? <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      <div className="journey-object">
        {controlInTitle ? undefined : optionalDataControl}
        {properties.map((element) =>
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
