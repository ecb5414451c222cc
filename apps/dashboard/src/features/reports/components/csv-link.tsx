import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/button';

/** A CSV file the browser downloads with the session cookie. */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
