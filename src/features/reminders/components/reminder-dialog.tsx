// A daily reminder with no account, e-mail address or push service: the Atom feed for a feed
// reader, and a calendar subscription whose events come at the reader's time in their zone
// (the browser's zone unless they choose another). Nothing is sent anywhere: the links are
// addresses the reader's own programs fetch.
import { CalendarPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { button } from '../../../components/ui/button.css.ts';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { calendarUrl, DEFAULT_REMINDER_TIME, DEFAULT_REMINDER_TIME_ZONE, FEED_PATH, webcalUrl } from '../../../shared/schemas/reminders.ts';
import * as styles from './reminder-dialog.css.ts';

interface ReminderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The zone this browser runs in, or UTC where it will not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_REMINDER_TIME_ZONE;
  } catch {
    return DEFAULT_REMINDER_TIME_ZONE;
  }
}

/** Every zone the browser knows, with the reader's own (and UTC) surely among them. */
function timeZonesWith(own: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([own, DEFAULT_REMINDER_TIME_ZONE, ...known])].sort((a, b) => a.localeCompare(b));
}

export function ReminderDialog({ open, onOpenChange }: ReminderDialogProps) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const [time, setTime] = useState(DEFAULT_REMINDER_TIME);
  const [tz, setTz] = useState(browserTimeZone);
  const zones = useMemo(() => timeZonesWith(tz), [tz]);
  const timeId = useId();
  const zoneId = useId();
  // An emptied time box keeps the last good time in the links rather than a broken address.
  const [linkTime, setLinkTime] = useState(DEFAULT_REMINDER_TIME);
  const calendar = calendarUrl(origin, { time: linkTime, tz });
  const feed = new URL(FEED_PATH, origin).toString();

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Daily reminder"
      description="Let your feed reader or calendar remind you each day. No account, e-mail address or notification service: your own app fetches the devotions from LUMEN, and nothing about you is sent anywhere."
    >
      <section className={styles.section} aria-labelledby={`${zoneId}-calendar`}>
        <h3 id={`${zoneId}-calendar`} className={styles.heading}>
          In your calendar
        </h3>
        <p className={styles.text}>
          One event each day for the next 60 days, at the time you choose, with the day’s title, verse reference, a link and an alarm.
          Subscribed calendars refresh on their own, so the days keep coming.
        </p>
        <div className={styles.pickers}>
          <label htmlFor={timeId} className={styles.picker}>
            Time
            <input
              id={timeId}
              type="time"
              className={styles.pickerInput}
              value={time}
              required
              onChange={(event) => {
                setTime(event.target.value);
                if (/^\d{2}:\d{2}$/.test(event.target.value)) setLinkTime(event.target.value);
              }}
            />
          </label>
          <label htmlFor={zoneId} className={styles.picker}>
            Time zone
            <select id={zoneId} className={styles.pickerInput} value={tz} onChange={(event) => setTz(event.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </label>
        </div>
        <a className={`${button({ tone: 'primary' })} ${styles.subscribe}`} href={webcalUrl(calendar)}>
          <CalendarPlus size={16} aria-hidden /> Subscribe in your calendar app
        </a>
        <CopyField label="Calendar link (webcal)" copied="Calendar link (webcal)" value={webcalUrl(calendar)} />
        <CopyField label="Calendar link (https)" copied="Calendar link (https)" value={calendar} />
      </section>
      <section className={styles.section} aria-labelledby={`${zoneId}-feed`}>
        <h3 id={`${zoneId}-feed`} className={styles.heading}>
          In your feed reader
        </h3>
        <p className={styles.text}>
          An Atom feed of the last 30 days: each day’s title, verse and how it begins, with a link to the whole devotion.
        </p>
        <CopyField label="Feed link" copied="Feed link" value={feed} />
      </section>
    </Modal>
  );
}
