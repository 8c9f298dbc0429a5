import type { ReactNode } from "react";
import styled from "styled-components";
import { Link } from "wouter";
import type { Banner } from "../../../sdk";
import { bannerTarget } from "../../lib/catalog-paths";
import { imageUrl } from "../../lib/image-url";
import { CollectionIcon } from "../icons/CollectionIcon";

interface BannerCardProps {
  banner: Banner;
  /** A banner at the top of the first view loads its image at once. */
  eager?: boolean;
  /** Width over height of the image area: wide for the home hero, shorter elsewhere. */
  ratio?: string;
  /** Told when someone follows the banner's link (a click, a middle click, Enter). */
  onFollow?: (bannerId: string) => void;
}

/** A banner: its image, title and text, leading where its link says (if the link is allowed). */
export function BannerCard({ banner, eager = false, ratio = "3 / 1", onFollow }: BannerCardProps) {
  const target = bannerTarget(banner.link);
  const follow = onFollow && {
    onClick: () => onFollow(banner.id),
    onAuxClick: () => onFollow(banner.id),
  };
  const body: ReactNode = (
    <>
      <Image
        src={imageUrl(banner.image)}
        alt=""
        width={900}
        height={300}
        $ratio={ratio}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <Text>
        <strong dir="auto">
          {/* An icon picked in the banner editor, before the title in the text's direction. */}
          {banner.icon ? <TitleIcon icon={banner.icon} /> : null}
          {banner.title}
        </strong>
        {banner.text && <span dir="auto">{banner.text}</span>}
      </Text>
    </>
  );
  if (target?.kind === "internal")
    return (
      <Card as={Link} href={target.path} {...follow}>
        {body}
      </Card>
    );
  if (target?.kind === "external") {
    return (
      <Card as="a" href={target.url} target="_blank" rel="noopener noreferrer" {...follow}>
        {body}
      </Card>
    );
  }
  return <Card>{body}</Card>;
}

const Card = styled.div`
  display: grid;
  overflow: hidden;
  block-size: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  text-decoration: none;
  &:hover strong { text-decoration: underline; }
`;

const Image = styled.img<{ $ratio: string }>`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.color.background};
`;

const TitleIcon = styled(CollectionIcon)`
  margin-inline-end: 0.375rem;
`;

const Text = styled.span`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  span { color: ${({ theme }) => theme.color.muted}; }
`;
