import { zoneCaption, zoneName, type Side, type ZoneSpec } from './zones';

interface ZoneProps {
  side: Side;
  zone: ZoneSpec;
}

export function Zone({ side, zone }: ZoneProps) {
  return (
    <div
      role="group"
      aria-label={zoneName(side, zone)}
      className={`zone zone--${zone.kind}`}
      data-side={side}
    >
      <span className="zone__caption" aria-hidden="true">
        {zoneCaption(zone)}
      </span>
    </div>
  );
}
