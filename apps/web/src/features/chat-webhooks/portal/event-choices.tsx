import { CHAT_EVENT_LABELS, CHAT_EVENTS, type ChatEventKind } from '@league/shared/domain/chat-messages';
import { type Control, useController } from 'react-hook-form';
import styles from './event-choices.module.css';
import type { WebhookFormValues } from './webhook-form.ts';

/** The events a webhook receives, as checkboxes: every event of the shared registry, in its order. */
export function EventChoices<TBody>({ control }: { control: Control<WebhookFormValues, unknown, TBody> }) {
  const { field } = useController({ control, name: 'events' });
  const chosen = new Set<ChatEventKind>(field.value);
  const toggle = (event: ChatEventKind) => {
    const next = new Set(chosen);
    if (next.has(event)) next.delete(event);
    else next.add(event);
    field.onChange(CHAT_EVENTS.filter((e) => next.has(e)));
  };
  return (
    <fieldset className={styles.events}>
      <legend className={styles.legend}>Events</legend>
      {CHAT_EVENTS.map((event) => (
        <label key={event} className={styles.check}>
          <input type="checkbox" checked={chosen.has(event)} onChange={() => toggle(event)} />
          {CHAT_EVENT_LABELS[event]}
        </label>
      ))}
    </fieldset>
  );
}
