"""The site: pages planned as data, rendered, written; the build session, and serving and watching it."""
