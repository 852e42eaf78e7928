/**
 * Date formatters by time zone and options, each made once: making an Intl formatter costs about a
 * hundred times what formatting with it does, and pages format a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function zoneFormatter(
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
