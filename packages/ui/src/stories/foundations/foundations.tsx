import { defaultLobbyOptions } from '@lobby/domain';
import { useEffect, useState } from 'react';
import palette from '../../styles/palette.css?raw';
import tokens from '../../styles/tokens.css?raw';
import './foundations.css';

// The token names come from the stylesheets themselves, so this page cannot list a token that does
// not exist or miss a new one.
function tokenNames(css: string, prefix: string): string[] {
  return [...new Set([...css.matchAll(/(--lb-[\w-]+)\s*:/g)].map((match) => match[1] ?? ''))].filter((name) => name.startsWith(prefix));
}

/** The current value of each custom property on the document (after theme and brand). */
function useComputed(names: readonly string[], theme: string | undefined): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme changes the computed values.
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names, theme]);
  return values;
}

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="story-foundations__section" aria-label={props.title}>
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

const COLORS = [...tokenNames(tokens, '--lb-color-'), ...tokenNames(tokens, '--lb-gradient-')];
const PALETTE = tokenNames(palette, '--lb-palette-');
const RADII = tokenNames(tokens, '--lb-radius-');
const SHADOWS = tokenNames(tokens, '--lb-shadow-');
const SPACES = tokenNames(tokens, '--lb-space-');
const TYPE = [...tokenNames(tokens, '--lb-font'), ...tokenNames(tokens, '--lb-text-')];
const DURATIONS = tokenNames(tokens, '--lb-duration');
const BREAKPOINTS = tokenNames(tokens, '--lb-breakpoint-');
const ALL = [...COLORS, ...PALETTE, ...RADII, ...SHADOWS, ...SPACES, ...TYPE, ...DURATIONS, ...BREAKPOINTS];

/** Every design token with its value in the current theme and brand, and the options' timings. */
export function Foundations(props: { theme?: string }) {
  const values = useComputed(ALL, props.theme);
  const swatches = (names: readonly string[]) => (
    <ul className="story-foundations__grid">
      {names.map((name) => (
        <li key={name} className="story-foundations__item">
          <span className="story-foundations__swatch" style={{ background: `var(${name})` }} aria-hidden="true" />
          <code>{name}</code>
          <span className="story-foundations__value">{values[name]}</span>
        </li>
      ))}
    </ul>
  );
  const rows = (names: readonly string[], sample: (name: string) => React.ReactNode) => (
    <ul className="story-foundations__list">
      {names.map((name) => (
        <li key={name} className="story-foundations__row">
          {sample(name)}
          <code>{name}</code>
          <span className="story-foundations__value">{values[name]}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="story-foundations">
      <h1>Foundations</h1>
      <p>The tokens every widget reads, as the theme and brand in the toolbar set them.</p>
      <Section title="Colours">{swatches(COLORS)}</Section>
      <Section title="Palette (same in every theme)">{swatches(PALETTE)}</Section>
      <Section title="Radii">
        {rows(RADII, (name) => (
          <span className="story-foundations__box" style={{ borderRadius: `var(${name})` }} aria-hidden="true" />
        ))}
      </Section>
      <Section title="Shadows">
        {rows(SHADOWS, (name) => (
          <span className="story-foundations__box" style={{ boxShadow: `var(${name})` }} aria-hidden="true" />
        ))}
      </Section>
      <Section title="Spacing">
        {rows(SPACES, (name) => (
          <span className="story-foundations__bar" style={{ width: `var(${name})` }} aria-hidden="true" />
        ))}
      </Section>
      <Section title="Type">
        {rows(TYPE, (name) => (
          <span style={name.startsWith('--lb-font') ? { fontFamily: `var(${name})` } : { fontSize: `var(${name})` }}>Jackpot 1,234</span>
        ))}
      </Section>
      <Section title="Durations and breakpoints">
        {rows([...DURATIONS, ...BREAKPOINTS], () => null)}
        <dl className="story-foundations__options">
          <dt>Modal animation</dt>
          <dd>{defaultLobbyOptions.modalAnimationMs} ms</dd>
          <dt>Notice auto-hide</dt>
          <dd>{defaultLobbyOptions.noticeAutoHideMs} ms</dd>
          <dt>Search delay</dt>
          <dd>{defaultLobbyOptions.searchDelayMs} ms</dd>
          <dt>Breakpoints</dt>
          <dd>
            {Object.entries(defaultLobbyOptions.breakpoints)
              .map(([name, px]) => `${name} ${px} px`)
              .join(', ')}
          </dd>
        </dl>
      </Section>
    </div>
  );
}
