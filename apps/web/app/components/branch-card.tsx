import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from './local-link';
import { type Branch, branchPath } from '@harsh/contract';
import { cityIn, stateIn, telHref } from '../text';
import { useUi, useWordsLang } from '../locale';

interface BranchCardProps {
  branch: Branch;
  headingLevel?: 'h2' | 'h3';
  /** A line above the name, such as how far the branch is. */
  note?: string;
}

/** A branch in a list: its name (a link to its page), address (with its city, state and pin code), phone and e-mail. */
export function BranchCard({ branch, headingLevel = 'h3', note }: BranchCardProps) {
  const ui = useUi();
  const lang = useWordsLang(branch);
  const Heading = headingLevel;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {note && <p className="mb-1 text-sm font-semibold text-brand-600">{note}</p>}
      <Heading className="text-lg font-bold">
        <Link
          to={branchPath(branch)}
          className="text-navy-900 underline-offset-2 hover:underline"
          lang={lang}
        >
          {branch.location_name}
        </Link>
      </Heading>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
            <span className="sr-only">{ui.branches.address}</span>
          </dt>
          <dd>
            <span lang={lang}>{branch.address}</span>, {cityIn(ui, branch.city)},{' '}
            {stateIn(ui, branch.state)} {branch.pin_code}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Phone aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
            <span className="sr-only">{ui.branches.phone}</span>
          </dt>
          <dd>
            <a
              href={telHref(branch.phone_no)}
              className="font-medium text-navy-800 underline-offset-2 hover:underline"
            >
              {branch.phone_no}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
            <span className="sr-only">{ui.branches.email}</span>
          </dt>
          <dd>
            <a
              href={`mailto:${branch.email}`}
              className="font-medium text-navy-800 underline-offset-2 hover:underline"
            >
              {branch.email}
            </a>
          </dd>
        </div>
      </dl>
    </li>
  );
}
