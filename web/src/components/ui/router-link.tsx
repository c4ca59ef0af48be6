import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

/** A Chakra-styled in-app link (client-side navigation). */
export function AppLink({ to, children, ...props }: LinkProps & Pick<RouterLinkProps, 'to'>) {
  return (
    <Link asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A navigation that looks like a button ('Sign Up', 'Start free trial'): still a link underneath. */
export function LinkButton({ to, children, ...props }: ButtonProps & Pick<RouterLinkProps, 'to'>) {
  return (
    <Button asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
