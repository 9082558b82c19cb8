import { ShieldCheck } from 'lucide-react';
import { Link } from './local-link';
import { useUi } from '../locale';

/** Beside the privacy policy, whatever its body says: the way to see, correct or erase one's data (issue 30). */
export function YourDataBox() {
  const ui = useUi();
  return (
    <aside aria-labelledby="your-data-box" className="self-start rounded-xl bg-navy-50 p-6">
      <h2 id="your-data-box" className="flex items-start gap-2 text-lg font-bold">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {ui.yourData.box.heading}
      </h2>
      <p className="mt-2 text-sm">{ui.yourData.box.text}</p>
      <p className="mt-4">
        <Link to="/your-data" className="btn-secondary">
          {ui.yourData.box.link}
        </Link>
      </p>
    </aside>
  );
}
