import { type CalendarDate, parseDate } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { Button, DateInput, DatePicker, Group, I18nProvider, Label } from 'react-aria-components';
import { fieldMessages } from '../messages';
import type { DateFieldProps } from './DateField';
import { DateFieldCalendar } from './DateFieldCalendar';
import { WatchedSegment } from './DateFieldSegment';
import { FieldErrors, FieldHelp } from './FieldParts';
import { labelClass } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
      <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm-2 7v7h12V9H4Z" />
    </svg>
  );
}

/** The date of an ISO 'YYYY-MM-DD' text, or null when it is none (blank, or a part typed so far). */
export function calendarDateOf(text: string | undefined): CalendarDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

/**
 * The date field itself (DateField loads it with the first form that shows a date). A date typed and shown in the interface's language (jj/mm/aaaa in French, mm/dd/yyyy in English,
 * gg/mm/aaaa in Italian), whatever the browser's language, with a calendar beside it: the browser's
 * own date input follows the browser's locale instead (issue 27). React Aria's DatePicker gives each
 * part of the date its own spin button, so it is typed with the keyboard and read by screen readers;
 * the value stays ISO. A date typed in part is kept on screen and said to be invalid.
 */
export default function DateFieldPicker({
  value,
  onChange,
  onBlur,
  min,
  max,
  name,
  disabled,
  ...field
}: DateFieldProps) {
  const { i18n } = useLingui();
  // A date typed in part is held as the text on screen: neither blank nor a date.
  const partial = value !== '' && calendarDateOf(value) === null;
  const [blurred, setBlurred] = useState(false);
  const ownError = partial && blurred ? [i18n._(fieldMessages.invalidDate)] : [];
  const errors = [...ownError, ...(field.errors ?? [])];
  const { controlId, helpId, errorId, controlProps } = useFieldIds(
    field.id,
    Boolean(field.help),
    errors.length > 0,
  );
  const firstSegment = useRef<HTMLElement | null>(null);

  // While a date is typed in part, the form holds its text; the picker keeps the last whole date it
  // was given, since a new value (even none) would wipe the parts typed so far.
  const lastWhole = useRef<CalendarDate | null>(null);
  const whole = useMemo(() => calendarDateOf(value), [value]);
  if (whole || value === '') lastWhole.current = whole;
  const pickerValue = whole ?? (value === '' ? null : lastWhole.current);

  return (
    <I18nProvider locale={i18n.locale}>
      <DatePicker
        value={pickerValue}
        onChange={(date) => onChange(date ? date.toString() : '')}
        minValue={calendarDateOf(min)}
        maxValue={calendarDateOf(max)}
        name={name}
        isDisabled={disabled}
        isRequired={field.required}
        isInvalid={errors.length > 0}
        // The form's rules say what is wrong, in the form's words; React Aria only marks the field.
        validationBehavior="aria"
        aria-describedby={controlProps['aria-describedby']}
        onBlur={() => {
          setBlurred(true);
          onBlur?.();
        }}
        onFocus={() => setBlurred(false)}
        className="block"
      >
        <Label className={labelClass}>
          {field.label}
          {field.required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          ) : null}
        </Label>
        <Group
          className={`mt-1 flex w-full items-center rounded-md border bg-white text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-100 ${
            errors.length > 0 ? 'border-red-700' : 'border-slate-500'
          }`}
        >
          {/* An error summary's link focuses the field by its id: the first part of the date takes it. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a focus relay, reached by no key nor pointer. */}
          <span
            id={controlId}
            tabIndex={-1}
            onFocus={() => firstSegment.current?.focus()}
            className="sr-only"
          />
          <DateInput className="flex flex-1 px-3 py-2">
            {(segment) => (
              <WatchedSegment segment={segment} value={value} onText={onChange} firstRef={firstSegment} />
            )}
          </DateInput>
          <Button className="mr-1 rounded px-2 py-1 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed">
            <CalendarIcon />
          </Button>
        </Group>
        {field.help ? <FieldHelp id={helpId}>{field.help}</FieldHelp> : null}
        <FieldErrors id={errorId} errors={errors} />
        <DateFieldCalendar />
      </DatePicker>
    </I18nProvider>
  );
}
