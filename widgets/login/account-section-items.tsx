import { ACCOUNT_SECTIONS, type useOpenAccountSection } from './account-sections';
import { useLoginText } from './text';

interface AccountSectionItemsProps {
  className: string;
  part: string;
  open: ReturnType<typeof useOpenAccountSection>;
}

/** The member's account pages as list items of buttons: the menu's and the signed-in box's. */
export function AccountSectionItems({ className, part, open }: AccountSectionItemsProps) {
  const t = useLoginText();
  return ACCOUNT_SECTIONS.map((section) => (
    <li key={section}>
      <button
        type="button"
        className={className}
        part={part}
        disabled={open.isPending}
        onClick={() => open.mutate(section)}
      >
        {t(section)}
      </button>
    </li>
  ));
}
