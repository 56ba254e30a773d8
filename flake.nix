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

      packages = forAll (pkgs: {
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
            mkdir -p $out/lib/poliergaleio $out/bin
            cp -r src package.json node_modules $out/lib/poliergaleio/
            cat > $out/bin/poliergaleio <<SH
            #!${pkgs.runtimeShell}
            exec ${pkgs.nodejs_24}/bin/node --expose-gc --max-old-space-size=1024 --max-semi-space-size=16 $out/lib/poliergaleio/src/start.js "\$@"
            SH
            chmod +x $out/bin/poliergaleio
          '';
        };
      });

      apps = forAll (pkgs: {
        default = { type = "app"; program = "${self.packages.${pkgs.system}.default}/bin/poliergaleio"; };
      });
    };
}
