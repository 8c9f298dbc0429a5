import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FeedbackTarget } from "../../../../machines/feedback.machine";
import { unwrap } from "../../../../machines/request-failure";
import type { ErrorCode, Feedback, RatingSummary } from "../../../../sdk";
import { LoadFailed } from "../../../components/catalog/LoadFailed";
import { RatingLine } from "../../../components/catalog/RatingLine";
import { PageNavigation } from "../../../components/PageNavigation";
import { useResource } from "../../../lib/use-resource";
import { FeedbackList } from "./FeedbackList";
import { MyFeedback } from "./MyFeedback";

export const FEEDBACK_PAGE_SIZE = 10;

/**
 * Reviews and likes of an offering or a business: the rating summary, the caller's own
 * feedback (form or edit), and everyone else's, a page at a time (the list leaves the caller's
 * own out, so it is shown once and the page count is that of the list). The list is one
 * resource; a new page or a change of the caller's feedback loads it again with the old page
 * still on screen.
 * Each load brings the current rating summary, which `onSummary` passes on to the page's own
 * rating line (so rating an item updates the top of its page as well).
 */
export function FeedbackSection({
  target,
  mine,
  refusal,
  onSummary,
}: {
  target: FeedbackTarget;
  mine: Feedback | null;
  /** The item's `feedback_refusal`: why the caller may not rate or like it, or null. */
  refusal: ErrorCode | null;
  onSummary: (summary: RatingSummary) => void;
}) {
  // Read by the list's load each time it runs: the page asked for last.
  const page = useRef(1);
  const list = useResource((sdk, call) =>
    sdk
      .listFeedback({
        ...call,
        query: { ...target, page: page.current, page_size: FEEDBACK_PAGE_SIZE },
      })
      .then(unwrap),
  );
  const data = list.data;
  const pageCount = data ? Math.ceil(data.total / FEEDBACK_PAGE_SIZE) : 0;
  const summary = data?.summary;
  useEffect(() => {
    if (summary) onSummary(summary);
  }, [summary, onSummary]);

  return (
    <Section aria-labelledby="feedback-heading" aria-busy={list.loading}>
      <h2 id="feedback-heading">
        <FormattedMessage id="feedback.title" />
      </h2>
      {data && <RatingLine rating={data.summary} />}
      <MyFeedback target={target} mine={mine} refusal={refusal} onChanged={list.reload} />
      {list.error ? (
        <LoadFailed code={list.error} onRetry={list.retry} />
      ) : !data ? (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      ) : data.items.length === 0 ? (
        <p>
          {/* The list leaves the caller's own out: with it counted, "no reviews yet" is untrue. */}
          <FormattedMessage
            id={
              data.summary.count + data.summary.likes > 0 ? "feedback.noOthers" : "feedback.empty"
            }
          />
        </p>
      ) : (
        <>
          <FeedbackList items={data.items} />
          {pageCount > 1 && (
            <PageNavigation
              page={data.page}
              pageCount={pageCount}
              onChange={(next) => {
                page.current = next;
                list.reload();
              }}
              labelId="feedback.pages"
            />
          )}
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; }
`;
