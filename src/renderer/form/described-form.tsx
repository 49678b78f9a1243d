import type { ComponentProps, ElementType } from 'react';

const tags = new Map<string, ElementType>();

/**
 * The element RJSF draws its form with: a plain `<form>`, or one described by the element of id `describedBy` (its
 * root description, drawn outside it). One component per id, for every render: a new one would remount the form.
 */
export function describedFormTag(describedBy: string | undefined): ElementType {
  if (!describedBy) return 'form';
  let tag = tags.get(describedBy);
  if (!tag) {
    // RJSF passes `as` (for themes that wrap the form) beside the form's attributes and its ref
    tag = ({ as: _as, ...props }: ComponentProps<'form'> & { as?: unknown }) => (
      <form {...props} aria-describedby={describedBy} />
    );
    tags.set(describedBy, tag);
  }
  return tag;
}
