// A day that was never read on this device, asked for without a network: say so plainly,
// and list the days that can be read offline.
import { useEffect, useState } from 'react';
import { StateView } from '../../../components/ui/state-view.tsx';
import { listOfflineDevotionDates } from '../../../lib/offline-days.ts';
import { formatFullDate, type IsoDate } from '../../../shared/dates.ts';
import * as reading from '../../../styles/reading.css.ts';
import * as styles from './offline-view.css.ts';

export function OfflineView({ date, onSelectDate }: { date: IsoDate; onSelectDate: (date: IsoDate) => void }) {
  const [available, setAvailable] = useState<IsoDate[] | null>(null);
  useEffect(() => {
    let current = true;
    void listOfflineDevotionDates().then((dates) => current && setAvailable(dates));
    return () => {
      current = false;
    };
  }, [date]);

  return (
    <StateView title="You are offline">
      <p>The devotion for {formatFullDate(date)} has not been saved on this device yet. It will open as soon as you are back online.</p>
      {available === null ? null : available.length === 0 ? (
        <p className={reading.muted}>No devotions are saved for offline reading yet.</p>
      ) : (
        <>
          <p>These days can be read offline:</p>
          <ul className={styles.days} aria-label="Days available offline">
            {available.map((day) => (
              <li key={day}>
                <a
                  href={`/${day}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelectDate(day);
                  }}
                >
                  {formatFullDate(day)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </StateView>
  );
}
