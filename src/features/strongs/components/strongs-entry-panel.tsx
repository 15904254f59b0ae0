// The "Word Entry" tab: the empty prompt, loading, the error texts of spec 8, and the entry.
import { ArrowLeft, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { isNotFound } from '../../../lib/query-client.ts';
import { strongsNumberSchema, type StrongsEntry } from '../../../shared/schemas/strongs.ts';
import * as reading from '../../../styles/reading.css.ts';
import { crossReferenceParts } from '../cross-references.ts';
import { useStrongsEntry } from '../hooks/use-strongs-entry.ts';
import * as styles from './strongs-entry-panel.css.ts';
import { failureMessage } from '../../../lib/offline-days.ts';

interface StrongsEntryPanelProps {
  /** The number asked for, as given (it is checked here); null before any is chosen. */
  strongsNumber: string | null;
  open: boolean;
  previousNumber: string | null;
  onBack: () => void;
  onShowEntry: (strongsNumber: string) => void;
}

const LANGUAGES = {
  greek: { name: 'Greek', lang: 'grc', dir: undefined },
  hebrew: { name: 'Hebrew', lang: 'he', dir: 'rtl' },
  aramaic: { name: 'Aramaic', lang: 'arc', dir: 'rtl' },
} as const satisfies Record<StrongsEntry['language'], { name: string; lang: string; dir: 'rtl' | undefined }>;

export function StrongsEntryPanel({ strongsNumber, open, previousNumber, onBack, onShowEntry }: StrongsEntryPanelProps) {
  // The shared number rule: "" gives "No Strong's number provided", "g02316" becomes "G2316".
  const parsed = strongsNumber === null ? null : strongsNumberSchema.safeParse(strongsNumber);
  const validNumber = parsed?.success ? parsed.data : null;
  const entry = useStrongsEntry(validNumber, open);

  const back = previousNumber ? (
    <Button tone="secondary" className={styles.back} onClick={onBack}>
      <ArrowLeft size={16} aria-hidden /> Back to {previousNumber}
    </Button>
  ) : null;

  if (parsed === null) {
    return (
      <p className={styles.state}>Select a word from scripture to view its Strong's entry, or use the Search tab to explore entries</p>
    );
  }
  if (!parsed.success) {
    return (
      <div className={styles.panel}>
        {back}
        <p className={styles.error} role="alert">
          {parsed.error.issues[0]?.message ?? "No Strong's number provided"}
        </p>
      </div>
    );
  }
  if (entry.isPending) {
    return (
      <p className={styles.state} role="status">
        Loading Strong's entry {validNumber}...
      </p>
    );
  }
  if (entry.isError) {
    return (
      <div className={styles.panel}>
        {back}
        {isNotFound(entry.error) ? (
          <p className={styles.error} role="alert">
            No entry found for Strong's number: {validNumber}
          </p>
        ) : (
          <>
            <span className={styles.numberBadge}>{validNumber}</span>
            <p className={styles.error} role="alert">
              Error loading Strong's entry: {failureMessage(entry.error, 'the entry could not be reached.')}
            </p>
            <Button tone="secondary" className={styles.back} onClick={() => void entry.refetch()}>
              <RotateCw size={16} aria-hidden /> Try again
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {back}
      <EntryView entry={entry.data} onShowEntry={onShowEntry} />
    </div>
  );
}

function EntryView({ entry, onShowEntry }: { entry: StrongsEntry; onShowEntry: (strongsNumber: string) => void }) {
  const language = LANGUAGES[entry.language];
  const linked = (text: string) => <CrossReferencedText text={text} current={entry.strongsNumber} onShowEntry={onShowEntry} />;
  return (
    <article className={styles.entry} aria-label={`Strong's ${entry.strongsNumber}`}>
      <div className={styles.badges}>
        <span className={styles.numberBadge}>{entry.strongsNumber}</span>
        <span className={styles.languageBadge}>{language.name}</span>
      </div>
      {entry.originalWord ? (
        <p className={styles.originalWord} lang={language.lang} dir={language.dir}>
          {entry.originalWord}
        </p>
      ) : null}
      <p className={styles.transliteration}>
        <span>{entry.transliteration}</span>
        {entry.pronunciation ? <span className={styles.pronunciation}>/{entry.pronunciation}/</span> : null}
      </p>
      <section className={reading.section}>
        <h3 className={reading.sectionTitle}>Definition</h3>
        <p>{linked(entry.strongsDefinition)}</p>
      </section>
      <section className={reading.section}>
        <h3 className={reading.sectionTitle}>KJV Usage</h3>
        <p>{linked(entry.kjvDefinition)}</p>
      </section>
      {entry.derivation ? (
        <section className={reading.section}>
          <h3 className={reading.sectionTitle}>Etymology</h3>
          <p>{linked(entry.derivation)}</p>
        </section>
      ) : null}
    </article>
  );
}

/** Text with each Strong's number it names ("Compare G5368", "from H1") as a link to that entry. */
function CrossReferencedText({
  text,
  current,
  onShowEntry,
}: {
  text: string;
  current: string;
  onShowEntry: (strongsNumber: string) => void;
}) {
  return (
    <>
      {crossReferenceParts(text).map((part, index) =>
        part.strongsNumber === null || part.strongsNumber === current ? (
          part.text
        ) : (
          <button
            key={index}
            type="button"
            className={styles.crossReference}
            aria-label={`Open Strong's ${part.strongsNumber}`}
            onClick={() => onShowEntry(part.strongsNumber)}
          >
            {part.text}
          </button>
        ),
      )}
    </>
  );
}
