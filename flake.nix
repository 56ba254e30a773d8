{
  description = "poliergaleio: Cyprus personal-finance and tax calculation service (REST + MCP)";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";

  outputs = { self, nixpkgs }:
    let
      systems = [ "x86_64-linux" "aarch64-linux" "x86_64-darwin" "aarch64-darwin" ];
      forAll = f: nixpkgs.lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
    in {
      devShells = forAll (pkgs: {
        default = pkgs.mkShell { packages = [ pkgs.nodejs_24 pkgs.postgresql pkgs.redis ]; };
      });

      packages = forAll (pkgs:
        let
          default = pkgs.buildNpmPackage {
            pname = "poliergaleio";
            version = "5.0.0";
            src = ./.;
            nodejs = pkgs.nodejs_24;
            # Set to the value nix prints on the first build (lib.fakeHash makes it print it).
            npmDepsHash = pkgs.lib.fakeHash;
            npmFlags = [ "--ignore-scripts" ];
            dontNpmBuild = true;
            installPhase = ''
              npm prune --omit=dev --no-save --ignore-scripts
              mkdir -p $out/lib/poliergaleio $out/bin
              cp -r src bin package.json node_modules $out/lib/poliergaleio/
              cat > $out/bin/poliergaleio <<SH
              #!${pkgs.runtimeShell}
              exec ${pkgs.nodejs_24}/bin/node --expose-gc --max-old-space-size=1024 --min-semi-space-size=16 --max-semi-space-size=16 --no-allocation-site-pretenuring $out/lib/poliergaleio/src/start.js "\$@"
              SH
              chmod +x $out/bin/poliergaleio
            '';
          };
        in
        { inherit default; }
        # The same container image as the Dockerfile (docs/deployment.md): nix build .#image, then
        # docker load < result. Linux only; never built where it was written (no nix there).
        // pkgs.lib.optionalAttrs pkgs.stdenv.isLinux {
          image = pkgs.dockerTools.buildLayeredImage {
            name = "poliergaleio";
            tag = "5.0.0";
            # /tmp for Node's compile cache, /data for the embedded store, owned by the unprivileged user.
            fakeRootCommands = ''
              mkdir -p tmp data
              chmod 1777 tmp
              chown 1000:1000 data
            '';
            config = {
              Cmd = [ "${default}/bin/poliergaleio" ];
              User = "1000:1000";
              Env = [ "NODE_ENV=production" "HOST=0.0.0.0" "PORT=8787" "DATA_DIR=/data" ];
              ExposedPorts = { "8787/tcp" = { }; };
              Volumes = { "/data" = { }; };
              # Durations in nanoseconds, as in the Dockerfile's HEALTHCHECK (30 s, 5 s, 60 s).
              Healthcheck = {
                Test = [ "CMD" "${pkgs.nodejs_24}/bin/node" "-e" "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" ];
                Interval = 30000000000;
                Timeout = 5000000000;
                StartPeriod = 60000000000;
                Retries = 3;
              };
            };
          };
        });

      apps = forAll (pkgs: {
        default = { type = "app"; program = "${self.packages.${pkgs.system}.default}/bin/poliergaleio"; };
      });
    };
}
