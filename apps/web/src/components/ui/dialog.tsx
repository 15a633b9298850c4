import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Radix returns focus to its own Trigger; these dialogs are opened from ordinary buttons, so
 * remember what had focus when the dialog opened and return there when it closes.
 */
function useReturnFocus(returnFocusTo?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      (returnFocusTo?.() ?? opener.current)?.focus();
      opener.current = null;
    },
  };
}

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl' | '2xl';
  /** Where focus goes on closing, when not back to the opener (it may be gone: a deleted row). */
  returnFocusTo?: () => HTMLElement | null;
};

/** A centred modal: focus is trapped, Escape and the close button dismiss it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  returnFocusTo,
}: ModalProps) {
  const focus = useReturnFocus(returnFocusTo);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          {...focus}
          // Without a description, tell Radix there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6',
            { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl', '2xl': 'max-w-5xl' }[size],
          )}
        >
          <div className="mb-4 pr-10">
            <RadixDialog.Title className="text-xl font-bold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children}
          {/* Last in the DOM so the first Tab (and the initial focus) goes to the form, not here. */}
          <RadixDialog.Close
            aria-label="Cerrar"
            className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:top-5 sm:right-5"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** The edge it sits on: the side of the button that opens it. */
  side?: 'left' | 'right';
};

/** A panel at the edge of the screen (the app menu and the public menu on small screens). */
export function Drawer({ open, onOpenChange, title, children, side = 'left' }: DrawerProps) {
  const focus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          {...focus}
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl',
            side === 'left' ? 'left-0' : 'right-0',
          )}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Cerrar menú"
              className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
