import type { BannerStep } from './pinning-banner-plan';

interface Props {
  step: BannerStep | null;
  /** Public IPFS gateways to offer when something failed (spec §8). */
  gateways: string[];
}

/**
 * spec §4's pinning banner. The status region stays in the page, so screen readers announce each
 * step as it replaces the last; an error is an alert, with other public gateways to try.
 */
export function PinningBanner({ step, gateways }: Props) {
  const isError = step?.kind === 'error';
  return (
    <>
      <div role="status" aria-label="Encrypted copy" data-state={isError ? undefined : step?.kind}>
        {step && !isError && <p className="alert alert--info pinning-banner">{textOf(step)}</p>}
      </div>
      {step?.kind === 'error' && (
        <div role="alert" aria-label="Encrypted copy" className="alert alert--error pinning-banner" data-state="error">
          <p>{step.message}</p>
          {gateways.length > 0 && (
            <p className="small">
              Try another public IPFS gateway:{' '}
              {gateways.map((gateway, i) => (
                <span key={gateway}>
                  {i > 0 && ' · '}
                  <a
                    href={step.cid ? `${gateway}/ipfs/${step.cid}` : gateway}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {new URL(gateway).host}
                  </a>
                </span>
              ))}
            </p>
          )}
        </div>
      )}
    </>
  );
}

function textOf(step: Exclude<BannerStep, { kind: 'error' }>): string {
  switch (step.kind) {
    case 'uploading':
      return step.files > 1 ? `Uploading your ${step.files} files…` : 'Uploading your file…';
    case 'pinned':
      return `Pinned: your encrypted copy is stored (${step.cid.slice(0, 14)}…). Analysing next.`;
    case 'analysing':
      return 'Analysing your timeline…';
    case 'retrieving':
      return `Retrieving ${step.name}…`;
    case 'complete':
      return step.text;
  }
}
