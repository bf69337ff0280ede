"""What pyproject.toml cannot say: the theme lives at the top of the repository (themes/), and a wheel carries
it inside the package as generator/themes (generator/site/render.py looks there first), with the word catalogues."""
from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["generator*"]), "generator.themes"],
      package_dir={"generator.themes": "themes"},
      package_data={"generator.themes": ["*/templates/**/*", "*/static/**/*", "*/static/**/.*"],
                    "generator.i18n": ["*.yml"], "generator": ["py.typed"]})
