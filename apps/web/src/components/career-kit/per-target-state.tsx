import { Fragment, type ReactNode } from 'react';
import { QueryState, type QueryStateResult } from '../query-state';
import { ChooseTargetHint } from './choose-target-hint';

/**
 * What a feature loads for each of the veteran's target careers (a resume's suggestions, an interview pack): the
 * wait, the failure with its own retry, a link to My Plan without a target, else one entry per target.
 */
export function PerTargetState<T extends { soc: string }>({
  result,
  loadingLabel,
  retryName,
  errorMessage,
  noTarget,
  chooseTarget,
  children,
}: {
  result: QueryStateResult<{ targets: T[] }>;
  loadingLabel: string;
  /** The retry's accessible name: the page holds other retries. */
  retryName: string;
  errorMessage: string;
  /** The sentence without a target, and the link to My Plan after it. */
  noTarget: string;
  chooseTarget: string;
  children: (target: T) => ReactNode;
}) {
  return (
    <QueryState
      result={result}
      loadingLabel={loadingLabel}
      loadingVariant="text"
      retryName={retryName}
      errorMessage={errorMessage}
      isEmpty={(data) => data.targets.length === 0}
      empty={<ChooseTargetHint text={noTarget} link={chooseTarget} />}
    >
      {(data) => data.targets.map((target) => <Fragment key={target.soc}>{children(target)}</Fragment>)}
    </QueryState>
  );
}
