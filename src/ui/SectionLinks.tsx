import { useLingui } from '@lingui/react/macro';

type Section = { id: string; label: string };

/**
 * The links to the sections of a long page. Scrolled to in the page itself: the router keeps the
 * address, and the section's first control takes the keyboard focus only when the person moves on.
 */
export function SectionLinks({ sections }: { sections: readonly Section[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Sections of the page`} className="mt-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-blue-700 underline"
              onClick={(event) => {
                const target = document.getElementById(section.id);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'start' });
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
