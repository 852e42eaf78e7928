/**
 * What the visitor typed or chose on a page the server drew before the app adopted it
 * (docs/product/site.md#first-view): the fields keep it, but the app's state never heard of it, so once
 * the app has adopted the page (or one of its late parts, lib/late-part.tsx) it is typed and chosen again.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * Types again, as an input event the app hears, each text field's value that differs from the one the
 * server drew: the field first goes back to the drawn value through its own setter (which React
 * watches), then gets the typed one through the element's native setter (which it does not), so React
 * sees a change. Both happen before the next paint.
 */
export function typeAgain(container: HTMLElement): void {
  const fields = [...container.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)),
  );
  for (const field of fields) {
    const value = field.value;
    if (value === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A list's choice (a season, a division), or a box ticked or cleared (a radio, a checkbox). */
export type Choice =
  | { select: HTMLSelectElement; value: string }
  | { box: HTMLInputElement; checked: boolean };

/**
 * The choices that differ from the ones the server drew (a season or a division picked, a radio ticked
 * before the app adopted the page), read before the app takes the page over: adopting it draws the drawn
 * choices again.
 */
export function choicesMade(container: HTMLElement): Choice[] {
  const lists = [...container.querySelectorAll('select')]
    .filter((select) => {
      const drawn = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
      return drawn !== undefined && !drawn.selected;
    })
    .map((select): Choice => ({ select, value: select.value }));
  const boxes = [
    ...container.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]'),
  ]
    .filter((box) => !box.disabled && box.checked !== box.defaultChecked)
    .map((box): Choice => ({ box, checked: box.checked }));
  return [...lists, ...boxes];
}

/** Makes each choice again, as the change event the app hears. */
export function chooseAgain(choices: Choice[]): void {
  for (const choice of choices) {
    if ('select' in choice) {
      if (!choice.select.isConnected) continue;
      choice.select.value = choice.value;
      choice.select.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const { box, checked } = choice;
    if (!box.isConnected || box.disabled) continue;
    // Through the property React watches, the box goes to the other state; the click then makes the
    // choice as the visitor's own click would, and React hears a change whatever adopting drew.
    box.checked = !checked;
    box.click();
  }
}
