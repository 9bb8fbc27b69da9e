import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';

const navClass = 'rounded px-2 py-1 text-slate-900 hover:bg-slate-100';

/**
 * The month grid a date field opens beside itself. React Aria names its buttons and days, moves with
 * the arrow keys and gives the focus back to the field when it closes, in the provider's language.
 */
export function DateFieldCalendar() {
  return (
    <Popover className="rounded-md border border-slate-500 bg-white p-3 shadow-lg">
      <Dialog className="outline-none">
        <Calendar>
          <header className="mb-2 flex items-center justify-between gap-2">
            <Button slot="previous" className={navClass}>
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className="font-medium text-slate-900 first-letter:uppercase" />
            <Button slot="next" className={navClass}>
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <CalendarGrid className="border-separate border-spacing-1 text-center text-sm">
            {(date) => (
              <CalendarCell
                date={date}
                className="rounded px-2 py-1 text-slate-900 outline-none hover:bg-slate-100 data-[outside-month]:hidden data-[disabled]:text-slate-400 data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-700 data-[selected]:bg-blue-700 data-[selected]:text-white"
              />
            )}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
