import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import styled from "styled-components";
import type { Lang } from "../../sdk";
import { LOCALE_AUTONYMS } from "../lib/i18n/resolve-locale";
import { VisuallyHidden } from "./form-controls";

interface LanguageTabsProps {
  label: string;
  /** The tabs, in the editor's order. */
  langs: readonly Lang[];
  current: Lang;
  /** Languages whose text was refused: their tab is marked. */
  troubled: readonly Lang[];
  /** A second line under a tab's name (written, empty, to check); without it a refused tab
   * says so to screen readers alone. */
  status?: (lang: Lang) => ReactNode;
  onSelect: (lang: Lang) => void;
  /** The current language's panel. */
  children: ReactNode;
}

/**
 * A tab per language, as WAI-ARIA's tabs pattern: one tab stop, arrows (mirrored right to
 * left by the browser's own reading order), Home and End move between tabs and show them.
 */
export function LanguageTabs({
  label,
  langs,
  current,
  troubled,
  status,
  onSelect,
  children,
}: LanguageTabsProps) {
  const id = useId();
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = langs.indexOf(current);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: langs.length - 1 - index,
    };
    const by = step[event.key];
    if (by === undefined) return;
    event.preventDefault();
    const next = langs[(index + by + langs.length) % langs.length] ?? current;
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={move}>
        {langs.map((lang) => (
          <Tab
            key={lang}
            ref={(element) => {
              tabs.current[lang] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${lang}`}
            aria-selected={lang === current}
            aria-controls={`${id}-panel`}
            tabIndex={lang === current ? 0 : -1}
            $troubled={troubled.includes(lang)}
            lang={lang}
            onClick={() => onSelect(lang)}
          >
            {LOCALE_AUTONYMS[lang]}
            {status ? (
              <Status $troubled={troubled.includes(lang)}>{status(lang)}</Status>
            ) : troubled.includes(lang) ? (
              <VisuallyHidden> (!)</VisuallyHidden>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </Panel>
    </div>
  );
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button<{ $troubled: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-block-size: 44px;
  padding-inline: 1rem;
  border: 0;
  border-block-end: 3px solid transparent;
  background: none;
  color: ${({ theme, $troubled }) => ($troubled ? theme.color.danger : theme.color.text)};
  font: inherit;
  cursor: pointer;
  &[aria-selected="true"] {
    border-block-end-color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Status = styled.span<{ $troubled: boolean }>`
  font-size: 0.75rem;
  font-weight: 400;
  color: ${({ theme, $troubled }) => ($troubled ? theme.color.danger : theme.color.muted)};
`;

const Panel = styled.div`
  padding-block-start: 1rem;
`;
