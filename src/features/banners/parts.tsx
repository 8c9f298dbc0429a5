import styled from "styled-components";
import { Link } from "wouter";

/** The pages' shared pieces: a heading row with its action, a link styled as the main action. */
export const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h1 { margin: 0; }
`;

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
`;

export const Page = styled.div`
  display: grid;
  gap: 1rem;
`;

export const Empty = styled.p`
  margin: 0;
  padding: 2rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
