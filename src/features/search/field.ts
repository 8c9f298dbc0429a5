import styled from "styled-components";

/** A label above its select, as every search control is laid out. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label { font-weight: 600; }
  select { inline-size: 100%; }
`;
