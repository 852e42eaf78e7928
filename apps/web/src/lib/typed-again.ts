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

export type Choice = { select: HTMLSelectElement; value: string };

/**
 * The lists whose choice differs from the one the server drew (a season or a division picked before the
 * app adopted the page), read before the app takes the page over: adopting it draws the drawn choice again.
 */
export function choicesMade(container: HTMLElement): Choice[] {
  return [...container.querySelectorAll('select')]
    .filter((select) => {
      const drawn = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
      return drawn !== undefined && !drawn.selected;
    })
    .map((select) => ({ select, value: select.value }));
}

/** Makes each choice again, as a change event the app hears. */
export function chooseAgain(choices: Choice[]): void {
  for (const { select, value } of choices) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
