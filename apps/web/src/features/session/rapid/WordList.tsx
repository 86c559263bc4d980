import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_WORD_LENGTH, MAX_WORDS } from '@palate/engine';
import { Button } from '../../../components/ui/Button.tsx';

interface WordListProps {
  /** What the words describe, as the judge reads it: "Sample 123", "Group 2". */
  owner: string;
  words: readonly string[];
  onChange: (words: string[]) => void;
}

/**
 * A few words about one sample or one group: a field and an Add button (Enter adds too,
 * rather than sending the screen), the words given as chips each with its own remove button.
 */
export function WordList({ owner, words, onChange }: WordListProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const full = words.length >= MAX_WORDS;

  const add = () => {
    const word = typed.trim();
    if (word === '' || full) return;
    if (!words.includes(word)) onChange([...words, word]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="pl-words">
      <label htmlFor={inputId} className="pl-words-label">
        {t('session.rapid.wordsFor', { owner })}
      </label>
      {words.length > 0 && (
        <ul className="pl-word-chips">
          {words.map((word) => (
            <li key={word} className="pl-word-chip">
              <span>{word}</span>
              <button
                type="button"
                className="pl-word-remove"
                aria-label={t('session.rapid.removeWord', { word, owner })}
                onClick={() => onChange(words.filter((other) => other !== word))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pl-words-entry">
        <input
          id={inputId}
          className="pl-text-input"
          value={typed}
          maxLength={MAX_WORD_LENGTH}
          disabled={full}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          onPress={add}
          isDisabled={full || typed.trim() === ''}
          aria-label={t('session.rapid.addWordFor', { owner })}
        >
          {t('session.rapid.addWord')}
        </Button>
      </div>
      {full && <p className="pl-control-help">{t('session.rapid.wordsFull', { max: MAX_WORDS })}</p>}
    </div>
  );
}
