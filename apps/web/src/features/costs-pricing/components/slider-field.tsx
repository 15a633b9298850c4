import { Slider } from 'radix-ui';
import { useId } from 'react';

/**
 * A labelled slider (Radix: arrow keys move it a step, Page Up/Down ten, Home/End to the ends)
 * with its value written beside the label, so the figure is read, not guessed from the thumb.
 */
export function SliderField({
  label,
  value,
  valueText,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  /** The value as shown and announced: '+10 % · $72'. */
  valueText: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <output aria-hidden="true" className="text-sm font-semibold text-slate-900 tabular-nums">
          {valueText}
        </output>
      </div>
      <Slider.Root
        className="relative flex h-6 w-full touch-none items-center select-none"
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
      </Slider.Root>
    </div>
  );
}
