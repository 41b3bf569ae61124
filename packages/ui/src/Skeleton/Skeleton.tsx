import { circleSize, lastLine, lines as linesStyle, shape, skeleton } from './Skeleton.css';

type Length = string | number;

export type SkeletonProps =
  | { variant: 'text'; lines?: number; width?: Length }
  | { variant: 'circle'; size?: keyof typeof circleSize }
  | { variant: 'rectangle'; width?: Length; height: Length };

/**
 * A grey placeholder in the shape of content that is still loading. Hidden from screen readers:
 * mark the loading region with aria-busy and a label instead.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.variant === 'circle') {
    return <span aria-hidden="true" className={`${skeleton} ${shape.circle} ${circleSize[props.size ?? 'medium']}`} />;
  }
  if (props.variant === 'rectangle') {
    return <span aria-hidden="true" className={`${skeleton} ${shape.rectangle}`} style={{ width: props.width ?? '100%', height: props.height }} />;
  }
  const count = props.lines ?? 1;
  return (
    <span aria-hidden="true" className={linesStyle} style={{ width: props.width ?? '100%' }}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`${skeleton} ${shape.text} ${count > 1 && index === count - 1 ? lastLine : ''}`} />
      ))}
    </span>
  );
}
