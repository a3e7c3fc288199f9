import { useEffect, useRef, useState } from 'react';
import styles from './selection-editor.module.css';

/** Copies `value`; where the browser refuses, shows it selected for the visitor to copy. */
export function CopyButton({
  label,
  copiedMessage,
  refusedMessage,
  fallbackLabel,
  value,
  announce,
  multiline = false,
}: {
  label: string;
  copiedMessage: string;
  refusedMessage: string;
  fallbackLabel: string;
  value: string;
  announce: (message: string) => void;
  multiline?: boolean;
}) {
  const [refused, setRefused] = useState(false);
  /** The value last copied: the word beside the button says so until the value changes. */
  const [copied, setCopied] = useState<string>();
  const fallback = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (refused) fallback.current?.select();
  }, [refused]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setRefused(false);
      setCopied(value);
      announce(copiedMessage);
    } catch {
      setRefused(true);
      setCopied(undefined);
      announce(refusedMessage);
    }
  };
  return (
    <>
      <button type="button" className={styles.secondary} onClick={copy}>
        {label}
      </button>
      {/* Seen where the finger is (the live region at the page's top may be a screen away); heard from the live region. */}
      {copied === value && (
        <span className={styles.copied} aria-hidden="true">
          {copiedMessage}
        </span>
      )}
      {refused && (
        <textarea ref={fallback} readOnly value={value} aria-label={fallbackLabel} className={styles.fallback} rows={multiline ? 10 : 2} />
      )}
    </>
  );
}
