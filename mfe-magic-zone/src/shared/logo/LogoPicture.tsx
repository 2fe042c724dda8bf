import type { SVGProps } from 'react';
import type { LogoDesign } from './logoDesign';
import { LOGO_FONT, LOGO_VIEWBOX, logoScene } from './logoScene';

/** The logo as an inline SVG: the creator's preview and the dashboard's "Mi emprendimiento" draw the same scene. */
export function LogoPicture({ design, ...svg }: { design: LogoDesign } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox={`0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}`} role="img" {...svg}>
      {logoScene(design).map((node, index) =>
        node.kind === 'path' ? (
          <path key={index} d={node.d} fill={node.fill} transform={node.transform} />
        ) : (
          <text key={index} x={node.x} y={node.y} fill={node.fill} fontSize={node.fontSize} fontFamily={LOGO_FONT} fontWeight={700} textAnchor="middle">
            {node.lines.length === 1
              ? node.text
              : node.lines.map((line, i) => (
                  <tspan key={i} x={node.x} dy={i > 0 ? node.lineHeight : undefined}>
                    {line.trimEnd()}
                  </tspan>
                ))}
          </text>
        ),
      )}
    </svg>
  );
}
