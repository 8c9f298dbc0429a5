import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { FailureCode } from "../../../../machines/request-failure";
import { Button } from "../../../components/Button";
import { imageUrl } from "../../../lib/image-url";
import { Actions, FieldMessage, Hint } from "../form-parts";
import { PictureInput } from "../PictureInput";

interface LogoFieldProps {
  logo: string | null;
  uploading: boolean;
  error?: FailureCode | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** The logo: a chosen picture is cropped square, scaled to 512 px and uploaded as the owner's. */
export function LogoField({ logo, uploading, error, onChoose, onRemove }: LogoFieldProps) {
  const intl = useIntl();
  const hintId = useId();
  return (
    <Wrapper aria-busy={uploading}>
      <Logo
        src={imageUrl(logo)}
        alt={intl.formatMessage({ id: "businessEdit.logo.current" })}
        width={72}
        height={72}
      />
      <div>
        <strong>
          <FormattedMessage id="businessEdit.logo.title" />
        </strong>
        <Hint id={hintId}>
          <FormattedMessage
            id={uploading ? "businessEdit.logo.uploading" : "businessEdit.logo.hint"}
          />
        </Hint>
        <Actions>
          <PictureInput
            label={<FormattedMessage id="businessEdit.logo.choose" />}
            describedBy={hintId}
            disabled={uploading}
            onChoose={onChoose}
          />
          {logo && (
            <Button type="button" $tone="plain" disabled={uploading} onClick={onRemove}>
              <FormattedMessage id="businessEdit.logo.remove" />
            </Button>
          )}
        </Actions>
        {error && <FieldMessage id={`${hintId}-error`} code={error} />}
      </div>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

const Logo = styled.img`
  inline-size: 72px;
  block-size: 72px;
  border-radius: ${({ theme }) => theme.radius};
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.color.border};
`;
