import { Link } from 'react-router';

export function Logo({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M7 20c3-6 6-6 9 0s6 6 9 0"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span>Caudal</span>
    </Link>
  );
}
