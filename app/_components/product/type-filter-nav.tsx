'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';

export type TypeChoice = { id: string; name: string; count: string };
type Props = { choices: TypeChoice[]; label: string; listPath: string };

export function ActiveTypeFilter(props: Props) {
  const requested = useSearchParams().get('type') ?? '';
  const active = props.choices.some((choice) => choice.id === requested) ? requested : '';
  return <TypeFilterNav {...props} active={active} />;
}

export function TypeFilterNav({ choices, label, listPath, active }: Props & { active: string }) {
  const current = choices.find((choice) => choice.id === active);
  return (
    <nav aria-label={label} className="type-filter" data-active-type={active || undefined}>
      <ul>
        {choices.map((choice) => (
          <li key={choice.id || 'all'}>
            <Link
              href={choice.id ? `${listPath}?type=${choice.id}` : listPath}
              aria-current={choice.id === active ? 'true' : undefined}
              scroll={false}
            >
              {choice.name} <span className="type-filter__count">{choice.count}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {current && `${current.name}: ${current.count}`}
      </p>
    </nav>
  );
}
