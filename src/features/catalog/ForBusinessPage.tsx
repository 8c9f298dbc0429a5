import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { LazyPageForm } from "../../components/forms/LazyPageForm";

const BENEFITS = ["reach", "currency", "sales", "trust"] as const;
const STEPS = ["register", "review", "list"] as const;
const QUESTIONS = ["cost", "documents", "review", "languages", "banners"] as const;

/**
 * /for-business: why and how to sell on Bozor, leading to /register-business, and the form an
 * administrator published here with the form builder, if any.
 */
export function ForBusinessPage() {
  return (
    <Article>
      <Hero>
        <h1>
          <FormattedMessage id="forBusiness.title" />
        </h1>
        <p>
          <FormattedMessage id="forBusiness.p1" />
        </p>
        <Cta href="/register-business">
          <FormattedMessage id="forBusinessPage.cta" />
        </Cta>
      </Hero>
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">
          <FormattedMessage id="forBusinessPage.benefits.title" />
        </h2>
        <Cards>
          {BENEFITS.map((key) => (
            <li key={key}>
              <h3>
                <FormattedMessage id={`forBusinessPage.benefits.${key}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`forBusinessPage.benefits.${key}.text`} />
              </p>
            </li>
          ))}
        </Cards>
      </section>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">
          <FormattedMessage id="forBusinessPage.steps.title" />
        </h2>
        <Steps>
          {STEPS.map((key) => (
            <li key={key}>
              <h3>
                <FormattedMessage id={`forBusinessPage.steps.${key}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`forBusinessPage.steps.${key}.text`} />
              </p>
            </li>
          ))}
        </Steps>
      </section>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">
          <FormattedMessage id="forBusinessPage.faq.title" />
        </h2>
        {QUESTIONS.map((key) => (
          <Question key={key}>
            <summary>
              <FormattedMessage id={`forBusinessPage.faq.${key}.q`} />
            </summary>
            <p>
              <FormattedMessage id={`forBusinessPage.faq.${key}.a`} />
            </p>
          </Question>
        ))}
      </section>
      <Closing>
        <p>
          <FormattedMessage id="forBusinessPage.closing" />
        </p>
        <Cta href="/register-business">
          <FormattedMessage id="forBusinessPage.cta" />
        </Cta>
      </Closing>
      <LazyPageForm page="for_business" />
    </Article>
  );
}

const Article = styled.article`
  display: grid;
  gap: 2.5rem;
  max-inline-size: 60rem;
  h2 { margin-block: 0 1rem; }
  h3 { margin-block: 0 0.35rem; font-size: 1.05rem; }
  p { margin: 0; }
`;

const Hero = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  h1 { margin: 0; font-size: clamp(1.8rem, 5vw, 2.6rem); }
  p { font-size: 1.15rem; color: ${({ theme }) => theme.color.muted}; max-inline-size: 40rem; }
`;

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1rem 1.25rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
  }
`;

// The step numbers come from the list itself, so screen readers count them too.
const Steps = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    position: relative;
    padding-inline-start: 3.25rem;
    min-block-size: 2.5rem;
  }
  li::before {
    content: counter(step);
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 0;
    display: grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: 700;
  }
`;

const Question = styled.details`
  padding-block: 0.75rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  summary { cursor: pointer; font-weight: 600; min-block-size: 24px; }
  p { margin-block-start: 0.5rem; }
`;

const Closing = styled.section`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;
