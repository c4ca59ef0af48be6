export { IntegrationsScreen as Component } from '../../features/sources/components/integrations-screen';
