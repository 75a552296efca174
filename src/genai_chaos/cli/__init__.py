"""The ``genai-chaos`` command.

The root group knows no subcommand by itself: each part of the package (and each plugin)
contributes its own group from its own module through the ``genai_chaos.commands``
entry-point group, declared in ``pyproject.toml``::

    [project.entry-points."genai_chaos.commands"]
    faults = "genai_chaos.cli.faults:faults_group"
    proxy = "genai_chaos.cli.proxy:proxy_group [proxy]"   # needs the 'proxy' extra

Commands are imported only when invoked, so a missing extra breaks only its own command,
with a message that says which extra to install.
"""

from __future__ import annotations

import sys
from importlib.metadata import EntryPoint, entry_points

import click

from genai_chaos._version import __version__
from genai_chaos.exceptions import GenAIChaosError, MissingExtra

COMMANDS_GROUP = "genai_chaos.commands"


def _entry_points() -> dict[str, EntryPoint]:
    return {ep.name: ep for ep in entry_points(group=COMMANDS_GROUP)}


class LazyGroup(click.Group):
    """A group whose subcommands are entry points, loaded on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(_entry_points()))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        cmd = super().get_command(ctx, cmd_name)
        if cmd is not None:
            return cmd
        ep = _entry_points().get(cmd_name)
        if ep is None:
            return None
        try:
            obj = ep.load()
        except MissingExtra as exc:
            return _unavailable(cmd_name, str(exc))
        except ImportError as exc:
            if (exc.name or "").split(".")[0] == "genai_chaos":
                raise  # our own module is missing: a broken install, not a missing extra
            extra = ep.extras[0] if ep.extras else "all"
            return _unavailable(
                cmd_name,
                f"`genai-chaos {cmd_name}` needs an optional dependency ({exc.name or exc}); "
                f"install it with: pip install 'genai-chaos[{extra}]'",
            )
        if not isinstance(obj, click.Command):
            raise click.ClickException(f"entry point {ep.value!r} is not a click command")
        return obj

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except GenAIChaosError as exc:
            # Bad input to our own API: a clear sentence and exit code 2, no traceback.
            raise click.UsageError(str(exc), ctx) from exc


def _unavailable(name: str, message: str) -> click.Command:
    """A stand-in for a command whose extra is missing: listed in the help, and running it
    says what to install (exit code 2)."""

    def fail() -> None:
        raise click.UsageError(message)

    return click.Command(
        name,
        callback=fail,
        help=message,
        short_help="(unavailable: " + message.rsplit(": ", 1)[-1] + ")",
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
        add_help_option=False,
    )


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="genai-chaos")
def cli() -> None:
    """Chaos engineering for generative-AI applications.

    Inject faults into prompts, retrieval, generation and integrations; run experiments;
    find where your LLM stack tips over.
    """


def main(argv: list[str] | None = None) -> None:
    """Console entry point."""
    cli.main(args=argv if argv is not None else sys.argv[1:], prog_name="genai-chaos")
